'use client';

import { useQuery } from '@tanstack/react-query';
import { IntentLink } from '@/components/ui/intent-link';
import { AttendanceDetailsPanel } from '@/components/time/attendance-details';
import { formatDate, type TimeFormats } from '@/lib/date-time/format';
import { useCloseOnLoadError } from '@/components/kit/use-close-on-load-error';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icons';
import { unwrap } from '@/lib/client/query-client';
import { callEndpoint } from '@/lib/client/endpoint';
import { timeApi } from '@/lib/time/endpoints';
import { detailsPath } from '@/lib/time/paths';

/** A day of the bird view in a dialog: the attendance details and their actions. */
export function BirdViewDayDialog({
  attendance,
  formats,
  showClockErrors,
  onChanged,
  onClose,
}: {
  attendance: { id: number; userId: number; name: string; date: string };
  formats: TimeFormats;
  showClockErrors: boolean;
  onChanged: () => void;
  onClose: () => void;
}) {
  const details = useQuery({
    queryKey: ['time', 'details', attendance.id, attendance.userId],
    queryFn: ({ signal }) => callEndpoint(timeApi.details, { params: { id: attendance.id, user_id: attendance.userId }, signal }).then(unwrap),
    staleTime: 0,
    gcTime: 0,
  });
  useCloseOnLoadError(details, onClose);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent width={640}>
        <div className="mb-4 flex items-start justify-between gap-3">
          <div>
            <DialogTitle>Attendance details</DialogTitle>
            <DialogDescription>
              {attendance.name}, {formatDate(attendance.date, formats.dateFormat)}
            </DialogDescription>
          </div>
          <button type="button" onClick={onClose} className="grid size-9 place-items-center rounded-md text-slate-500 hover:bg-slate-100" aria-label="Close">
            <Icon name="close" size={18} />
          </button>
        </div>
        {details.data ? (
          <>
            <AttendanceDetailsPanel details={details.data} formats={formats} showClockErrors={showClockErrors} onChanged={onChanged} />
            <IntentLink href={detailsPath(attendance.id, attendance.userId)} className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
              Open full details
              <Icon name="chevron-right" size={16} />
            </IntentLink>
          </>
        ) : (
          <div className="flex flex-col gap-3" aria-busy>
            <div className="h-12 animate-pulse rounded-lg bg-slate-100" />
            <div className="h-24 animate-pulse rounded-lg bg-slate-100" />
            <div className="h-16 animate-pulse rounded-lg bg-slate-100" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
