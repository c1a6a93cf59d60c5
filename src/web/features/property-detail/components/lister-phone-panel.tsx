/**
 * "Show phone number" for a listing posted by its owner or an agent (decision 027): signed-in visitors only, each
 * reveal logged for the lister, at most 20 different listers a day. Loaded after the page has painted, only for
 * such listings.
 */
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { phoneRevealAnswerSchema } from '#domain/contact-privacy';
import type { SelfListerKind } from '#domain/listing-lister';
import { apiClient } from '#web/lib/api-client';
import { telHref } from '#web/lib/phone-links';
import { useSession } from '#web/lib/session';

export default function ListerPhonePanel({
  listingId,
  listerKind,
}: {
  listingId: string;
  listerKind: SelfListerKind;
}) {
  const { user } = useSession();
  const location = useLocation();
  const reveal = useMutation({
    mutationFn: () =>
      apiClient.post<typeof phoneRevealAnswerSchema>('/me/phone-reveals', { propertyId: listingId }),
  });

  if (!user) {
    return (
      <p className="text-sm text-stone-700 dark:text-stone-200">
        <Link
          to={`/login?returnTo=${encodeURIComponent(location.pathname)}`}
          className="font-semibold text-brand-800 underline dark:text-amber-300"
        >
          <Trans>Sign in</Trans>
        </Link>{' '}
        {listerKind === 'owner' ? (
          <Trans>to see the phone number of the owner, or send an enquiry below.</Trans>
        ) : (
          <Trans>to see the phone number of the agent, or send an enquiry below.</Trans>
        )}
      </p>
    );
  }
  if (reveal.data) {
    const { phone, listerName, listersRevealedToday, dailyLimit } = reveal.data;
    return (
      <div className="space-y-1" data-testid="lister-phone">
        <a
          href={telHref(phone)}
          className="inline-flex items-center gap-2 text-lg font-bold text-brand-800 dark:text-amber-300"
        >
          <Phone className="size-5" aria-hidden="true" />
          {phone}
        </a>
        <p className="text-sm text-stone-600 dark:text-stone-300">
          {listerName && listerKind === 'owner' ? <Trans>{listerName}, the owner. </Trans> : null}
          {listerName && listerKind === 'agent' ? <Trans>{listerName}, the agent. </Trans> : null}
          <Trans>They can see that you viewed their number.</Trans>
          {listersRevealedToday > 0 ? (
            <>
              {' '}
              <Trans>
                {listersRevealedToday} of {dailyLimit} listers' numbers today.
              </Trans>
            </>
          ) : null}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => reveal.mutate()}
        aria-disabled={reveal.isPending}
        className="inline-flex items-center gap-2 rounded-full border border-brand-300 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:cursor-wait dark:border-stone-600 dark:text-amber-200 dark:hover:bg-stone-800"
      >
        <Phone className="size-4" aria-hidden="true" />
        <Trans>Show phone number</Trans>
      </button>
      {reveal.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {reveal.error.message}
        </p>
      ) : (
        <p className="text-xs text-stone-600 dark:text-stone-300">
          {listerKind === 'owner' ? (
            <Trans>The owner sees who viewed their number.</Trans>
          ) : (
            <Trans>The agent sees who viewed their number.</Trans>
          )}
        </p>
      )}
    </div>
  );
}
