// The agenda card's call mark (issue 31, decision 059): a visit whose reminder did not reach the
// client, so the front desk calls her. Read from the visit's messages in the day's read.
export type ReminderMessage = { kind: string; channel: string; status: string };
export type ReminderAlert = 'failed' | 'unread' | null;

// - 'failed': every reminder of the visit failed (WhatsApp and any e-mail it fell back to), on
//   the visit's day or before it;
// - 'unread': on the visit's day (the site's date), a WhatsApp reminder went out and none was
//   read. E-mail tells nothing of reading: a reminder only by e-mail is never "unread".
// Nothing once she confirmed ("Confirmo"), once the visit is no longer booked (she came,
// did not come, cancelled), or on a day already past.
export function reminderAlert(
  visit: { date: string; status: string; confirmed: boolean; messages: readonly ReminderMessage[] },
  today: string,
): ReminderAlert {
  if (visit.confirmed || visit.status !== 'confirmada' || visit.date < today) {
    return null;
  }
  const reminders = visit.messages.filter((message) => message.kind === 'reminder');
  if (reminders.length === 0 || reminders.some((message) => message.status === 'read')) {
    return null;
  }
  if (reminders.every((message) => message.status === 'failed')) {
    return 'failed';
  }
  const onWhatsapp = reminders.some((message) => message.channel === 'whatsapp');
  return visit.date === today && onWhatsapp ? 'unread' : null;
}
