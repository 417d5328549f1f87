/**
 * The profile lookups (spec part 2 §3 "Lookups"), shared by the edit forms,
 * the profile view, the reference upstream and its tests. Client-safe, no zod.
 */

/** Blood groups, as the spec lists them. */
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'O+', 'O-', 'AB+', 'AB-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

/** Gender, stored as these values (the upstream's users.gender) and shown as the spec names them. */
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Non-binary' };

/** Work from home: 0 No, 1 Yes (within a period), 2 Always. */
export const WORK_FROM_HOME = ['0', '1', '2'] as const;
export type WorkFromHome = (typeof WORK_FROM_HOME)[number];
export const WORK_FROM_HOME_LABELS: Record<WorkFromHome, string> = { '0': 'No', '1': 'Yes', '2': 'Always' };

/** Months 1 to 12 (an education's start and end). */
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
export const monthName = (month: number) => MONTHS[month - 1] ?? '';

/** Currencies a salary is paid in (ISO 4217). */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'PLN', 'SEK', 'DKK', 'NOK', 'CZK', 'INR', 'CAD', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** How often the salary amount is paid. */
export const PAY_PERIODS = ['monthly', 'yearly', 'hourly'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];
export const PAY_PERIOD_LABELS: Record<PayPeriod, string> = { monthly: 'per month', yearly: 'per year', hourly: 'per hour' };

/** Options for a select field from a value → label record. */
export const optionsOf = <V extends string>(labels: Record<V, string>) => (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
