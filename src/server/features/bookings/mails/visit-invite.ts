/**
 * The calendar invite of a confirmed visit (.ics, RFC 5545, made with the `ics` package): times in UTC, the
 * instant the India wall-clock slot begins and ends (India keeps IST all year, so no time zone rules are
 * needed). One UID per booking for its whole life; SEQUENCE is the booking's version, which every change
 * raises, so a calendar replaces the visit on a reschedule and removes it on METHOD:CANCEL.
 */
import { createEvent } from 'ics';
import type { MailAttachment } from '#domain/sent-mail';

const IST_OFFSET_MS = 330 * 60_000;

/** The instant a wall-clock time ("09:00") on a YYYY-MM-DD day in India is. */
export function indiaInstant(day: string, time: string): number {
  return Date.parse(`${day}T${time}:00Z`) - IST_OFFSET_MS;
}

/** A slot "09:00-11:00" on a day, as the instants it begins and ends; null for a slot not written so. */
export function visitWindow(day: string, slot: string): { start: number; end: number } | null {
  const match = /^(\d\d:\d\d)-(\d\d:\d\d)$/.exec(slot);
  if (!match) return null;
  return { start: indiaInstant(day, match[1]!), end: indiaInstant(day, match[2]!) };
}

export type VisitInvite = {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  title: string;
  description: string;
  day: string;
  slot: string;
  location: string;
  geo: { lat: number; lon: number } | null;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

/** The invite as an attachment; null when the slot cannot be placed on a clock. */
export function visitInviteAttachment(invite: VisitInvite): MailAttachment | null {
  const window = visitWindow(invite.day, invite.slot);
  if (!window) return null;
  const { error, value } = createEvent({
    method: invite.method,
    uid: invite.uid,
    sequence: invite.sequence,
    productId: 'househunt/visits',
    title: invite.title,
    description: invite.description,
    start: window.start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: window.end,
    endInputType: 'utc',
    endOutputType: 'utc',
    location: invite.location,
    ...(invite.geo && { geo: invite.geo }),
    url: invite.url,
    status: invite.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: invite.organizer,
    attendees: [{ ...invite.attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('The calendar invite could not be made');
  return {
    filename: invite.method === 'CANCEL' ? 'visit-cancelled.ics' : 'visit.ics',
    contentType: `text/calendar; charset=utf-8; method=${invite.method}`,
    content: value,
  };
}
