/** A step's failure (a refused file, an upload that is gone, a call that failed), read out when it appears. */
export function StepError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
