import icalGenerator, { ICalCalendarMethod } from 'ical-generator';

export type CalendarEvent = {
  id: string;
  summary: string;
  description: string;
  location: string;
  // Real instants (the site's wall clock read in its zone): calendar programs show them in
  // the reader's own zone.
  start: Date;
  end: Date;
  url?: string;
};

// An .ics file (RFC 5545) that calendar programs accept, for the booking e-mails.
export function icsOf(event: CalendarEvent, organizer: string): string {
  const calendar = icalGenerator({
    name: organizer,
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: 'Sari', product: 'reservas', language: 'ES' },
  });
  calendar.createEvent({
    id: event.id,
    start: event.start,
    end: event.end,
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
  });
  return calendar.toString();
}
