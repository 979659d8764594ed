// "Checking you're not a robot…" with a progress bar, while a sign-in page solves the store's captcha.

export function RobotCheckStatus({ progress }: { progress: number | undefined }) {
  if (progress === undefined) return null;
  return (
    <div className="robot-check" role="status">
      <p>Checking you're not a robot…</p>
      {/* The work is a search: it may end before or after the expected amount, so the bar stops short of full. */}
      <progress aria-label="Robot check" max={1} value={Math.min(progress, 0.95)} />
    </div>
  );
}
