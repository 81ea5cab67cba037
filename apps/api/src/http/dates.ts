const DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date as the product writes it in sentences and mails: `2025-09-30` → "Sep 30, 2025". */
export const dateText = (iso: string) => DATE.format(new Date(`${iso}T00:00:00Z`));
