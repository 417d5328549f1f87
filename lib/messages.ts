/** Every user-facing message of the spec, verbatim, in one place. */

export const DEFAULT_ABORT_MESSAGE = 'You do not have permission to access the content.';
export const FORM_SUMMARY_MESSAGE = 'Please fix above errors to continue.';
export const NO_INTERNET_MESSAGE = 'No internet.';
/**
 * Forgot password's one answer, whether or not the address has an account: the
 * upstream's two messages would tell anyone who works here.
 */
export const RESET_LINK_SENT_MESSAGE = 'If that email address has an account, we have emailed a password reset link.';
export const NO_INTERNET_PERSISTENT = 'No internet';
/** A period whose end comes before its start, in every form and filter (ours: the spec names none). */
export const END_BEFORE_START = 'The end date must not be before the start date';

/** Generic form messages (part 1 §5, part 2 §5). */
export const VALIDATION_MESSAGES = {
  required: 'This is a required field',
  email: 'Please use a valid email address',
  min: (length: number) => `at least ${length} characters`,
  max: (length: number) => `Please use up to ${length} characters`,
  numeric: 'Please input a valid number',
  digits: 'Please input only numbers',
  integer: 'Please use an integer',
  passwordConfirmation: 'Password confirmation does not match',
  url: 'Please provide a valid URL',
  hashColour: 'This is invalid',
  ipv4: 'Incorrect IP address(es)',
  money: 'This amount cannot exceed 10 digits',
  phone: 'Please use a valid phone number',
  timeFormat: 'Invalid time',
  invalidSubmission: 'Invalid submission. Kindly try again',
} as const;

export const SSO_PROGRESS = {
  google: 'Please wait while attempting Google sign-in',
  apple: 'Please wait while attempting Apple sign-in',
} as const;

/** Generic dialogs (part 1 §8, part 2 §8). */
export const DIALOG_TEXTS = {
  success: {
    title: 'Successful',
    add: 'You’ve successfully performed this action.',
    edit: 'We’ve saved your edit successfully.',
    trashTitle: 'Successfully Moved to Trash',
    trash: 'We’ve deleted the item for you. You can still find it in the Trash.',
    delete: 'We’ve permanently deleted this item.',
    restore: 'We’ve restored this item.',
  },
  failure: {
    title: 'Unsuccessful',
    text: 'We could not perform this action',
    close: 'Close',
  },
  confirmation: {
    title: 'Confirmation Required',
    yes: 'Yes',
    no: 'No',
    trash: 'Are you sure you want to delete this item?',
    delete: 'You are about to permanently delete this item. Should we proceed?',
    restore: 'You are about to restore an item that was previously deleted. Should we proceed?',
  },
  /** Escape or Cancel on a form dialog with changes (ours: the spec names no text). */
  discard: {
    title: 'Discard your changes?',
    text: 'What you entered in this form will be lost.',
  },
  /** A link away from a page form with unsaved changes (ours, as discard). */
  leave: {
    title: 'Leave this page?',
    text: 'What you entered on this page has not been saved and will be lost.',
  },
  warning: { title: 'Warning' },
  notice: { title: 'Notice alert', button: 'Okay' },
  actionRequired: { title: 'Action Required', button: 'Ok' },
} as const;

/** 'We could not perform this action' + ' as ' + the server message with its first letter lowercased. */
export function failureText(serverMessage?: string | null): string {
  const message = serverMessage?.trim();
  if (!message) return `${DIALOG_TEXTS.failure.text}.`;
  return `${DIALOG_TEXTS.failure.text} as ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}

/** Full-page errors by abort code (part 1 §8). */
export const ABORT_TEXTS = {
  400: {
    title: 'Bad Request',
    fallback: 'It appears you are trying to access a resource that is inactive or does not exist.',
  },
  401: { title: 'Unauthorized', text: 'Try to login again', button: 'Log In Again' },
  403: {
    title: 'Forbidden',
    text: "Access to this resource is denied! If you think it's a mistake, please reach out to the administrator.",
    button: 'Back To Feed',
  },
  404: { title: 'Page Not Found', text: "Ooops! You're looking for something that's not there!" },
  419: {
    title: 'Session Expired',
    text: 'Sorry, your session has expired. Please refresh or try again.',
    button: 'Refresh This Page',
  },
  429: {
    title: 'Too Many Requests',
    text: 'You have sent too many requests in a given amount of time. Please slow down and try again later.',
    button: 'Retry',
  },
  498: {
    title: 'Link Expired',
    text: 'The link you are trying to access is no longer active. Please reach out to your administrator.',
  },
  500: { fallback: 'Server Error' },
  503: { fallback: 'Service Unavailable' },
  refreshAdvice: 'Please refresh the page and try again. If the problem persists, contact support.',
  backToFeed: 'Back To Feed',
} as const;

/**
 * Feed wording the spec leaves open: its upload rules (size in KB, mimes, ext,
 * image) carry no messages, nor do post fields. Shared by the composer's checks
 * and the reference upstream's validation.
 */
export const FEED_MESSAGES = {
  postEmpty: 'Write something or add a photo or an attachment.',
  photoType: (name: string) => `“${name}” is not a supported photo. Use JPG, PNG, GIF or WebP.`,
  attachmentType: (name: string) => `“${name}” is not a supported file type. Use PDF, Word, Excel, PowerPoint, text, CSV, ZIP or an image.`,
  tooLarge: (name: string, limit: string) => `“${name}” is larger than ${limit}.`,
  emptyFile: (name: string) => `“${name}” is empty.`,
  tooManyPhotos: (max: number) => `You can add up to ${max} photos to a post.`,
  tooManyAttachments: (max: number) => `You can add up to ${max} attachments to a post.`,
  notAcknowledgeable: 'This post does not ask for an acknowledgement.',
  ownPost: 'You cannot acknowledge your own post.',
  postMissing: 'This post no longer exists.',
  fileMissing: 'The uploaded file no longer exists. Please upload it again.',
} as const;

/** Clocking (part 1 §4, §5, §8; part 2 §8). */
export const CLOCK_MESSAGES = {
  emptyField: "Please don't leave any field as empty.",
  futureEnd: 'End time should not be future time',
  sameStartEnd: 'Clock start time and end time should not be same',
  afterPreviousEnd: 'Clock start time must be after previous clock end time',
  overlap: 'Overlapping clock time slot. Please review time slot carefully.',
  notSorted: 'Clock times are not sorted properly.',
  invalidBreak: 'Invalid break time',
  breakEndRequired: 'Break end time is required',
  thisIsRequired: 'This is required',
  justAMinute: 'Just A Minute',
  confirmClockOut: 'Confirm Clock Out',
  natureNormal: 'Correct',
  natureAbnormal: 'Incorrect',
} as const;

/** Alerts (part 2 §2 "Header elements"; the page title is in lib/routes.ts). */
export const ALERT_TEXTS = {
  title: 'Alerts',
  markAllAsRead: 'Mark All As Read',
  noAlert: 'No alert found',
  viewAll: 'View All Alerts',
} as const;
