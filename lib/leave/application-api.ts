import 'server-only';
import { leaveApplicationApi, leaveListApi } from '@/lib/leave/endpoints';
import { serverCall } from '@/lib/upstream/server';

/** Server fetchers of the leave screens: each one upstream GET, parsed with its endpoint's schema. */

type Query = Record<string, string | number | undefined>;

export const getNewApplication = (userId?: number) => serverCall(leaveApplicationApi.new, { query: { user_id: userId } });

export const getApplication = (id: number) => serverCall(leaveApplicationApi.view, { params: { application_id: id } });

export const getApplicationComments = (id: number) => serverCall(leaveApplicationApi.comments, { params: { id } });

export const getEmployeeLeaves = (query: Query) => serverCall(leaveListApi.employee, { query });

export const getReviewerLeaves = (query: Query) => serverCall(leaveListApi.reviewer, { query });

export const getReviewerSummary = (query: Query) => serverCall(leaveListApi.summary, { query });
