'use client';

import { useFormContext } from '@/components/ui/form-hooks';
import { assignedPeopleActions, itemActions } from '@/components/kit/item-actions';
import { PeoplePicker } from '@/components/kit/people-picker';
import { TextField } from '@/components/ui/form-fields';
import { callEndpoint, endpointQuery } from '@/lib/client/endpoint';
import { leaveReviewApi, reviewPeopleApi } from '@/lib/leave/endpoints';
import type { LeaveReviewFormInput } from '@/lib/leave/forms';
import { LEAVE_NAME_MAX } from '@/lib/leave/limits';
import { REVIEW_CONDITIONS } from '@/lib/leave/review';
import type { LeaveReview } from '@/lib/leave/schemas';
import type { Person } from '@/lib/shared/schemas';
import { endpointKey } from '@/lib/upstream/define';

/** Add, edit and delete of a leave review process (ordered approvers, a review condition), and its people. */

const schema = () => import('@/lib/leave/forms').then((module) => module.leaveReviewFormSchema);

const valuesOf = (review?: Pick<LeaveReview, 'name' | 'review_condition' | 'approvers'>): LeaveReviewFormInput => ({
  name: review?.name ?? '',
  review_condition: String(review?.review_condition ?? 1) as '1' | '2',
  approvers: review?.approvers ?? [],
});

function ConditionField() {
  const { register } = useFormContext<LeaveReviewFormInput>();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-700">Review condition</legend>
      {REVIEW_CONDITIONS.map((condition) => (
        <label key={condition.id} className="flex items-start gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-primary">
          <input type="radio" value={String(condition.id)} className="mt-0.5 accent-[var(--theme-primary)]" {...register('review_condition')} />
          <span>
            <span className="block font-medium text-slate-900">{condition.name}</span>
            <span className="block text-slate-600">{condition.description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function ApproversField() {
  const { watch, setValue, formState } = useFormContext<LeaveReviewFormInput>();
  const approvers = watch('approvers');
  const error = formState.errors.approvers;
  return (
    <PeoplePicker
      label="Approvers, in the order they review"
      queryKey={endpointKey(leaveReviewApi.approverChoices)}
      load={({ search, page, perPage, signal }) => callEndpoint(leaveReviewApi.approverChoices, { query: { search: search || undefined, page, per_page: perPage }, signal })}
      selected={approvers as Person[]}
      onChange={(people) => setValue('approvers', people, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
      error={error?.message ?? error?.root?.message}
    />
  );
}

function Fields() {
  return (
    <>
      <TextField name="name" label="Name" autoComplete="off" limit={LEAVE_NAME_MAX} />
      <ConditionField />
      <ApproversField />
    </>
  );
}

export const {
  Add: AddReviewButton,
  Edit: EditReviewButton,
  Delete: DeleteReviewButton,
} = itemActions({
  noun: 'review process',
  schema,
  fields: Fields,
  width: 560,
  empty: () => valuesOf(),
  edit: { query: (id) => endpointQuery(leaveReviewApi.edit, { params: { id } }), values: ({ data }) => valuesOf(data) },
  store: (values, id) =>
    callEndpoint(leaveReviewApi.store, {
      json: { ...(id ? { id } : {}), name: values.name, review_condition: Number(values.review_condition), approvers: values.approvers.map((person) => person.id) },
    }),
  remove: (id, action) => callEndpoint(leaveReviewApi.delete, { params: { id }, query: action ? { action } : undefined }),
});

export const { Assign: AssignReviewPeopleButton, Remove: RemoveReviewPersonButton } = assignedPeopleActions({
  description: 'A person’s leave has one review process: people in another move to this one.',
  assignable: reviewPeopleApi.assignable,
  assign: (reviewId, users) => callEndpoint(reviewPeopleApi.assign, { json: { leave_review_id: reviewId, users } }),
  remove: (reviewId, userId) => callEndpoint(reviewPeopleApi.remove, { json: { leave_review_id: reviewId, user_id: userId } }),
});
