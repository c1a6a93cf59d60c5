/**
 * When a visit can be booked (two-hour slots, a 90-day window, India's calendar) and what the booking form says
 * when a choice is not right; no zod here, so the property page can show the form before the schema loads.
 */
import { addDays, indiaTimeOfDay, indiaToday } from './india-calendar.js';
import { isOneOf } from './taxonomy.js';

/** Two-hour windows in which the team shows homes, 9 am to 7 pm. */
export const VISIT_TIME_SLOTS = [
  '09:00-11:00',
  '11:00-13:00',
  '13:00-15:00',
  '15:00-17:00',
  '17:00-19:00',
] as const;
export type VisitTimeSlot = (typeof VISIT_TIME_SLOTS)[number];
export const VISIT_TIME_SLOT_LABELS: Record<VisitTimeSlot, string> = {
  '09:00-11:00': 'Morning, 9 to 11 am',
  '11:00-13:00': 'Late morning, 11 am to 1 pm',
  '13:00-15:00': 'Afternoon, 1 to 3 pm',
  '15:00-17:00': 'Late afternoon, 3 to 5 pm',
  '17:00-19:00': 'Evening, 5 to 7 pm',
};

/** "Morning, 9 to 11 am"; a slot the site no longer offers shows as stored. */
export function visitSlotLabel(slot: string): string {
  return isOneOf(VISIT_TIME_SLOTS, slot) ? VISIT_TIME_SLOT_LABELS[slot] : slot;
}

/** How far ahead a visit can be booked: listings change hands, and nobody can promise a home months out. */
export const BOOKING_WINDOW_DAYS = 90;
export const BOOKING_MESSAGE_MAX = 1000;

export const BOOKING_MESSAGES = {
  propertyId: 'Please choose the property you would like to visit.',
  dateRequired: 'Please choose the day you would like to visit.',
  dateInvalid: 'Please choose a real calendar date, written as YYYY-MM-DD.',
  datePast: 'That day has already gone. Please choose today or a later date.',
  dateTooFar: `Please choose a date within the next ${BOOKING_WINDOW_DAYS} days.`,
  slotRequired: 'Please choose a time for your visit.',
  slotPassed: 'That time has already passed today. Please choose a later time or another day.',
} as const;

/** The first and last day a visit can be booked for, in India, at this instant. */
export function bookableDays(now: Date): { first: string; last: string } {
  const first = indiaToday(now);
  return { first, last: addDays(first, BOOKING_WINDOW_DAYS) };
}

/** Whether a slot on this day has not yet begun in India (a slot already under way is too late to arrange). */
export function isSlotOpen(day: string, slot: VisitTimeSlot, now: Date): boolean {
  const today = indiaToday(now);
  if (day !== today) return day > today;
  return slot.slice(0, 5) > indiaTimeOfDay(now);
}
