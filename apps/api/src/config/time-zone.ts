/** Whether Intl knows the time zone (COMPANY_TIME_ZONE is checked once, at start-up). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
