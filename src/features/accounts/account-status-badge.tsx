export function AccountStatusBadge({
  status,
  closeDate,
}: {
  status: string;
  closeDate?: string | null | undefined;
}) {
  const tone = status === 'ACTIVE' ? 'good' : status === 'CLOSED' ? 'bad' : 'warn';
  return (
    <span className={`badge badge-${tone}`} title={closeDate ? `Closed on ${closeDate}` : undefined}>
      {status}
      {closeDate ? ` · ${closeDate}` : ''}
    </span>
  );
}
