/**
 * The page a visit mail's signed link opens (manage the visit, say how it went), signed in or not: what is wrong
 * with the link, that it is being checked, or the visit it names.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '#web/components/ui/button-link';
import { PageIntro } from '#web/components/ui/page-intro';
import { visitorMessage } from '#web/components/visitor-form/visitor-messages';

/** The card a visit link's page shows its visit, or its problem, in. */
export function VisitLinkCard({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-5 rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900">
      {children}
    </div>
  );
}

type VisitLinkPageProps<Answer> = {
  eyebrow: string;
  title: string;
  /** The link's token; empty when the link was cut short, which is then not worth asking the server about. */
  token: string;
  /** Said of a link without its token (the domain's English: it is said in the page's language). */
  invalidMessage: string;
  /** What the server says of the link (TanStack Query's result has all of it). */
  link: { data: Answer | undefined; error: Error | null };
  children: (answer: Answer) => ReactNode;
};

export function VisitLinkPage<Answer>({
  eyebrow,
  title,
  token,
  invalidMessage,
  link,
  children,
}: VisitLinkPageProps<Answer>) {
  const { i18n } = useLingui();
  // The server words a link's problem with the domain's messages, which are looked up in the page's language.
  const problemInEnglish = token === '' ? invalidMessage : link.error?.message;
  const problem = problemInEnglish === undefined ? undefined : visitorMessage(i18n, problemInEnglish);
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title} />
      <div className="container-page max-w-2xl space-y-6 py-10">
        {problem ? (
          <VisitLinkCard>
            <p role="alert" className="flex items-start gap-3 text-stone-800 dark:text-stone-100">
              <TriangleAlert
                className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-300"
                aria-hidden="true"
              />
              {problem}
            </p>
            <ButtonLink to="/properties" variant="secondary">
              <Trans>Browse homes</Trans>
            </ButtonLink>
          </VisitLinkCard>
        ) : !link.data ? (
          <p className="text-stone-600 dark:text-stone-300">
            <Trans>Checking the link…</Trans>
          </p>
        ) : (
          children(link.data)
        )}
      </div>
    </>
  );
}
