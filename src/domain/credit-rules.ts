// Credits (issue 31): how long a credit lasts. The database reads it through the generated
// public.credit_validity_months() (scripts/tour-catalogue-sql.ts), so this is the one place to change it.
export const CREDIT_VALIDITY_MONTHS = 12;
