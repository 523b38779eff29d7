// What a chart says in place of its drawing when the chart library (a lazy chunk) could not load.
export function ChartLoadError({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="error-message">
      The chart could not load: {error}
    </p>
  );
}
