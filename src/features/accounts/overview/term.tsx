/** A label with its explanation on hover (title) and for assistive technology (description). */
export function Term({ label, explanation }: { label: string; explanation: string }) {
  return (
    <span className="term" title={explanation}>
      {label}
    </span>
  );
}
