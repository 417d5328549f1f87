import { PersonLineSkeleton } from '@/components/ui/skeleton';

/** Loading rows while the alerts list loads. */
export function AlertsSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-1">
      {Array.from({ length: 3 }, (_, index) => (
        <PersonLineSkeleton key={index} className="animate-pulse px-3 py-2.5" avatar="size-9" lines={['h-3 w-11/12', 'h-3 w-1/3']} />
      ))}
    </div>
  );
}
