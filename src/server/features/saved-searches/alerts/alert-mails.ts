/**
 * Saved-search alerts by mail. When a listing is created or its price drops, a job records the saved searches it
 * now matches (alert_deliveries, once per search and listing) and mails the owners of the instant ones at once;
 * a scheduled job gathers the rest into daily and weekly digests. Every mail carries the one-click unsubscribe
 * link and its List-Unsubscribe headers. A delivery is marked mailed in the transaction that queues its mail, and
 * each mail has a dedupe key, so a retried job never sends one twice.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { indiaToday } from '#domain/india-calendar';
import { formatLandArea } from '#domain/land-area';
import { formatPriceMovePercent, priceMove } from '#domain/price-history';
import { pathInLocale, type Locale } from '#domain/site-language';
import type { SubCategory } from '#domain/taxonomy';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { alertDeliveries, listingPriceChanges, properties, savedSearches, users } from '#server/db/schema';
import { defineJob } from '#server/jobs/job';
import { coverPhotosByListing } from '#server/listings/cover-photos';
import { LISTING_ALERT_JOB } from '#server/listings/listing-alert-job';
import { inPublicSearch } from '#server/listings/search-conditions';
import { html, linkButton, safeHref } from '#server/mail/mail-html';
import { MAIL_COLOURS } from '#server/mail/mail-colours';
import { mailPhoto, type MailPhoto } from '#server/mail/mail-photo';
import { defineMailTemplate, siteLink, type MailSite } from '#server/mail/mail-layout';
import { mailSite, queueMail } from '#server/mail/outbox';
import type { MailWords } from '#server/mail/mail-words';
import type { ObjectStorage } from '#server/storage/storage';
import { recordAlertMatches, type AlertReason } from './alert-matching.js';
import { unsubscribeLinks } from '../unsubscribe/unsubscribe-token.js';

/** Listings one digest names; the rest are counted, and My HouseHunt opens the search. */
export const DIGEST_MAX_LISTINGS = 20;
/** Mails queued per transaction: one listing may match thousands of searches. */
const MAILS_PER_TRANSACTION = 100;

type AlertListing = {
  id: string;
  title: string;
  city: string;
  location: string | null;
  price: number;
  propertyStatus: 'sale' | 'rent';
  rentalFrequency: 'monthly' | 'yearly' | null;
  subCategory: SubCategory;
  bedrooms: number | null;
  squareFeet: number;
  photo: MailPhoto | null;
  reason: AlertReason;
  /** For a price drop, the price before it, when the change is on record. */
  previousPrice: number | null;
};

type AlertMailData = { searchName: string; listings: AlertListing[]; more: number; unsubscribeUrl: string };

/** "3 BHK · 1,450 sq.ft · Whitefield, Bengaluru", as a listing card says it. */
const factsOf = (listing: AlertListing, words: MailWords) =>
  [
    listing.bedrooms !== null ? words.t('listing.bhk', { bedrooms: listing.bedrooms }) : null,
    formatLandArea(listing.squareFeet, listing.subCategory),
    words.place(listing.city, listing.location),
  ]
    .filter(Boolean)
    .join(' · ');
/** "Price reduced by ₹5 Lakh (4%) to ₹1.2 Cr" for a drop on record, else the price. */
function priceLine(listing: AlertListing, words: MailWords): string {
  const price = words.price(listing);
  if (listing.reason !== 'price-drop') return price;
  const move = listing.previousPrice === null ? null : priceMove(listing.previousPrice, listing.price);
  return move?.direction === 'down'
    ? words.t('alert.priceReduced', {
        amount: words.amount(move.amount),
        percent: formatPriceMovePercent(move.percent),
        price,
      })
    : words.t('alert.priceDropped', { price });
}

/**
 * The price before the drop a delivery tells of: the change to the price that matched, the latest one made by
 * the time it matched (read through the changes' (listing, date) index).
 */
const priceBeforeDrop = sql<number | null>`(select ${listingPriceChanges.oldPrice} from ${listingPriceChanges}
  where ${listingPriceChanges.propertyId} = ${alertDeliveries.propertyId}
    and ${listingPriceChanges.newPrice} = ${alertDeliveries.price}
    and ${listingPriceChanges.changedAt} <= ${alertDeliveries.matchedAt}
  order by ${listingPriceChanges.changedAt} desc limit 1)`;

export const savedSearchAlertMail = defineMailTemplate<AlertMailData>({
  name: 'saved-search-alert',
  render: ({ searchName, listings, more, unsubscribeUrl }, site: MailSite, words) => {
    const count = listings.length + more;
    const first = listings[0]!;
    const search = searchName;
    const subject =
      count === 1
        ? words.t(first.reason === 'price-drop' ? 'alert.subject.drop' : 'alert.subject.new', {
            search,
            title: first.title,
          })
        : words.t('alert.subject.many', { count, search });
    const lead =
      count === 1 ? words.t('alert.lead.one', { search }) : words.t('alert.lead.many', { count, search });
    // A Hindi mail opens the Hindi pages.
    const pageLink = (path: string) => siteLink(site, pathInLocale(path, words.locale));
    const account = pageLink('/account');
    const stop = words.t('alert.stop');
    return {
      subject,
      html: html`<p>${lead}</p>
        <ul style="padding-left:20px">
          ${listings.map(
            (listing) =>
              html`<li style="margin-bottom:16px">
                ${
                  listing.photo
                    ? html`<a href="${safeHref(pageLink(`/property/${listing.id}`))}"
                        ><img
                          src="${safeHref(listing.photo.url)}"
                          width="${listing.photo.width}"
                          height="${listing.photo.height}"
                          alt="${listing.title}"
                          style="display:block;border:0;border-radius:6px;max-width:100%;height:auto;margin-bottom:6px"
                      /></a>`
                    : ''
                }
                <a
                  href="${safeHref(pageLink(`/property/${listing.id}`))}"
                  style="color:${MAIL_COLOURS.link};font-weight:700"
                  >${listing.title}</a
                ><br />${priceLine(listing, words)}<br />${factsOf(listing, words)}
              </li>`,
          )}
        </ul>
        ${more > 0 ? html`<p>${words.t('alert.more', { count: more })}</p>` : ''}
        ${linkButton(words.t('alert.account'), account)}
        <p style="font-size:12px;color:${MAIL_COLOURS.muted}">
          ${words.t('alert.why', { siteName: site.settings.siteName })}
          <a href="${unsubscribeUrl}" style="color:${MAIL_COLOURS.muted}">${stop}</a>.
        </p>`,
      text: [
        lead,
        '',
        ...listings.flatMap((listing) => [
          listing.title,
          priceLine(listing, words),
          factsOf(listing, words),
          pageLink(`/property/${listing.id}`),
          '',
        ]),
        ...(more > 0 ? [words.t('alert.more', { count: more }), ''] : []),
        `${words.t('alert.accountText')}: ${account}`,
        '',
        `${stop}: ${unsubscribeUrl}`,
      ].join('\n'),
    };
  },
});

/** What making alert mails needs: the site's address and secret, and the photo store for the listings' photos. */
export type AlertServices = {
  config: Pick<Config, 'publicUrl' | 'unsubscribeSecret'>;
  storage: ObjectStorage;
};

type PendingDelivery = {
  savedSearchId: string;
  searchName: string;
  email: string;
  /** The owner's language (their account's); English when they never chose one. */
  locale: Locale;
  listing: AlertListing;
};

/**
 * Unmailed deliveries with what their mail tells, oldest match first. A listing that left the public search before
 * its mail went is held back: nobody is told of a home sold or withdrawn meanwhile.
 */
function pendingDeliveries(db: Database, condition: SQL | undefined) {
  return db
    .select({
      savedSearchId: alertDeliveries.savedSearchId,
      searchName: savedSearches.name,
      email: users.email,
      locale: users.locale,
      reason: alertDeliveries.reason,
      price: alertDeliveries.price,
      previousPrice: priceBeforeDrop,
      id: properties.id,
      title: properties.title,
      city: properties.city,
      location: properties.location,
      propertyStatus: properties.propertyStatus,
      rentalFrequency: properties.rentalFrequency,
      subCategory: properties.subCategory,
      bedrooms: properties.bedrooms,
      squareFeet: properties.squareFeet,
    })
    .from(alertDeliveries)
    .innerJoin(savedSearches, eq(savedSearches.id, alertDeliveries.savedSearchId))
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .innerJoin(properties, eq(properties.id, alertDeliveries.propertyId))
    .where(and(isNull(alertDeliveries.mailedAt), inPublicSearch, condition))
    .orderBy(asc(alertDeliveries.savedSearchId), asc(alertDeliveries.matchedAt), asc(properties.id))
    .then((rows) =>
      rows.map((row): PendingDelivery => ({
        savedSearchId: row.savedSearchId,
        searchName: row.searchName,
        email: row.email,
        locale: row.locale ?? 'en',
        listing: {
          id: row.id,
          title: row.title,
          city: row.city,
          location: row.location,
          // The price that matched, which the mail quotes even if it has moved since.
          price: row.price,
          propertyStatus: row.propertyStatus,
          rentalFrequency: row.rentalFrequency,
          subCategory: row.subCategory,
          bedrooms: row.bedrooms,
          squareFeet: row.squareFeet,
          // Read with the listings' covers, when the mails are made.
          photo: null,
          reason: row.reason,
          previousPrice:
            row.reason === 'price-drop' && row.previousPrice !== null ? Number(row.previousPrice) : null,
        },
      })),
    );
}

/** Queues one mail per saved search for its deliveries, and marks them mailed, in batches of transactions. */
async function mailDeliveries(
  db: Database,
  { config, storage }: AlertServices,
  deliveries: PendingDelivery[],
  dedupeKeyOf: (savedSearchId: string, listingIds: string[]) => string,
  now: Date,
): Promise<number> {
  const covers = await coverPhotosByListing(db, [...new Set(deliveries.map((item) => item.listing.id))]);
  for (const { listing } of deliveries) {
    listing.photo = mailPhoto(covers.get(listing.id)?.variants, storage, config.publicUrl);
  }
  const bySearch = new Map<string, PendingDelivery[]>();
  for (const delivery of deliveries) {
    bySearch.set(delivery.savedSearchId, [...(bySearch.get(delivery.savedSearchId) ?? []), delivery]);
  }
  const searches = [...bySearch.entries()];
  let queued = 0;
  for (let start = 0; start < searches.length; start += MAILS_PER_TRANSACTION) {
    await db.transaction(async (tx) => {
      const site = await mailSite(tx, { publicUrl: config.publicUrl });
      for (const [savedSearchId, items] of searches.slice(start, start + MAILS_PER_TRANSACTION)) {
        const links = unsubscribeLinks(site.publicUrl, config.unsubscribeSecret, savedSearchId);
        const listingIds = items.map((item) => item.listing.id);
        const id = await queueMail(tx, site, {
          to: items[0]!.email,
          template: savedSearchAlertMail,
          data: {
            searchName: items[0]!.searchName,
            listings: items.slice(0, DIGEST_MAX_LISTINGS).map((item) => item.listing),
            more: Math.max(0, items.length - DIGEST_MAX_LISTINGS),
            unsubscribeUrl: links.page,
          },
          headers: links.headers,
          dedupeKey: dedupeKeyOf(savedSearchId, listingIds),
          locale: items[0]!.locale,
        });
        if (id) queued++;
        await tx
          .update(alertDeliveries)
          .set({ mailedAt: now })
          .where(
            and(
              eq(alertDeliveries.savedSearchId, savedSearchId),
              inArray(alertDeliveries.propertyId, listingIds),
            ),
          );
      }
    });
  }
  return queued;
}

/**
 * Records the saved searches the listing now matches and mails the instant ones. Deliveries an earlier attempt
 * recorded but did not mail (it died in between) are mailed now too.
 */
export async function alertSavedSearches(
  db: Database,
  services: AlertServices,
  listingId: string,
  reason: AlertReason,
  now = new Date(),
): Promise<{ matched: number; mailed: number }> {
  const matched = await recordAlertMatches(db, listingId, reason, now);
  const instant = await pendingDeliveries(
    db,
    and(eq(alertDeliveries.propertyId, listingId), eq(savedSearches.frequency, 'instant')),
  );
  const mailed = await mailDeliveries(
    db,
    services,
    instant,
    (savedSearchId) => `saved-search:${savedSearchId}:listing:${listingId}`,
    now,
  );
  return { matched: matched.length, mailed };
}

/** India's day of the week for `day` (YYYY-MM-DD): 1 is Monday. */
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** The day weekly digests go out: Monday, India time. */
export const WEEKLY_DIGEST_WEEKDAY = 1;

/**
 * Queues today's digests: every daily search with unmailed matches, and on Mondays every weekly one, one mail per
 * search naming its matches since its last mail. Queued once per search and day however often it runs.
 */
export async function queueAlertDigests(
  db: Database,
  services: AlertServices,
  now = new Date(),
): Promise<number> {
  const today = indiaToday(now);
  const frequencies: Array<'daily' | 'weekly'> =
    isoWeekday(today) === WEEKLY_DIGEST_WEEKDAY ? ['daily', 'weekly'] : ['daily'];
  const pending = await pendingDeliveries(db, inArray(savedSearches.frequency, frequencies));
  // The listings are part of the key: a second run the same day mails only matches the first did not.
  const digestKey = (savedSearchId: string, listingIds: string[]) =>
    `saved-search:${savedSearchId}:digest:${today}:${createHash('sha256')
      .update([...listingIds].sort().join(','))
      .digest('hex')
      .slice(0, 16)}`;
  return mailDeliveries(db, services, pending, digestKey, now);
}

export const ALERT_DIGEST_SCHEDULE = '0 8 * * *';

export const savedSearchAlertJob = defineJob({
  ...LISTING_ALERT_JOB,
  label: 'Tell saved searches of a new or cheaper listing',
  retry: { limit: 5, delaySeconds: 30 },
  // A bulk upload lists hundreds of homes at once; their alerts are not to wait 2 s each.
  batch: { size: 10, workers: 2 },
  async run({ listingId, reason }, { db, config, storage, log }) {
    const result = await alertSavedSearches(db, { config, storage }, listingId, reason);
    log.info({ listingId, reason, ...result }, 'saved-search alerts');
  },
});

export const savedSearchDigestJob = defineJob({
  name: 'saved-searches.digest',
  label: 'Mail the daily and weekly saved-search digests',
  payload: z.object({}),
  scheduled: true,
  // 8:00 India time: the day's digests arrive before the working day.
  schedule: ALERT_DIGEST_SCHEDULE,
  async run(_payload, { db, config, storage, log }) {
    const queued = await queueAlertDigests(db, { config, storage });
    log.info({ queued }, 'saved-search digests queued');
  },
});
