import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BellOff, CircleCheck, TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { UnsubscribeAnswer, unsubscribeAnswerSchema } from '#domain/saved-search';
import { ButtonLink } from '#web/components/ui/button-link';
import { PageIntro } from '#web/components/ui/page-intro';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import { primaryButtonClass } from './components/search-dialog';

const unsubscribePath = (token: string) => `/saved-searches/unsubscribe?${new URLSearchParams({ token })}`;

/**
 * /unsubscribe?token=…: where an alert mail's link leads, signed in or not. It names the search and waits for a
 * click, since mail scanners open links on their own and must not stop anyone's alerts.
 */
export function UnsubscribePage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery({
    queryKey: queryKeys.unsubscribe.link(token),
    queryFn: ({ signal }) =>
      apiClient.get<typeof unsubscribeAnswerSchema>(unsubscribePath(token), { signal }),
    // A link without its token (cut short in the mail) is not worth asking about.
    enabled: token !== '',
    retry: false,
    meta: { quietErrors: true },
  });
  const stop = useMutation({
    mutationFn: () => apiClient.post<typeof unsubscribeAnswerSchema>(unsubscribePath(token)),
  });
  const search: UnsubscribeAnswer['savedSearch'] | undefined =
    stop.data?.savedSearch ?? link.data?.savedSearch;
  const problem =
    token === ''
      ? t`This unsubscribe link is not valid. Copy the whole link from the email, or pause the alert under My HouseHunt.`
      : (stop.error?.message ?? link.error?.message);
  const name = search?.name;

  return (
    <>
      <PageIntro eyebrow={t`Saved search alerts`} title={t`Stop alerts`} />
      <div className="container-page max-w-2xl py-10">
        <div className="space-y-5 rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900">
          {problem ? (
            <p role="alert" className="flex items-start gap-3 text-stone-800 dark:text-stone-100">
              <TriangleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
              {problem}
            </p>
          ) : !search ? (
            <p className="text-stone-600 dark:text-stone-300">
              <Trans>Checking the link…</Trans>
            </p>
          ) : search.frequency === 'off' ? (
            <p role="status" className="flex items-start gap-3 text-stone-800 dark:text-stone-100">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
              <Trans>
                You will get no more alerts for “{name}”. You can turn them on again under My HouseHunt.
              </Trans>
            </p>
          ) : (
            <>
              <p className="text-stone-800 dark:text-stone-100">
                <Trans>
                  Stop emailing me new homes for “{name}”? The search stays saved, paused, under My HouseHunt.
                </Trans>
              </p>
              <button
                type="button"
                disabled={stop.isPending}
                onClick={() => stop.mutate()}
                className={primaryButtonClass}
              >
                <BellOff className="size-4" aria-hidden="true" />
                {stop.isPending ? t`Stopping…` : t`Stop these alerts`}
              </button>
            </>
          )}
          <ButtonLink to="/account" variant="secondary">
            <Trans>Go to My HouseHunt</Trans>
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
