export { TimeLoading as default } from '@/components/time/time-loading';
