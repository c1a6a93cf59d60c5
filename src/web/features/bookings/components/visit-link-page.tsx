/**
 * The page a visit mail's signed link opens (manage the visit, say how it went), signed in or not: what is wrong
 * with the link, that it is being checked, or the visit it names.
 */
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '#web/components/ui/button-link';
import { PageIntro } from '#web/components/ui/page-intro';

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
  /** Said of a link without its token. */
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
  const problem = token === '' ? invalidMessage : link.error?.message;
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
              Browse homes
            </ButtonLink>
          </VisitLinkCard>
        ) : !link.data ? (
          <p className="text-stone-600 dark:text-stone-300">Checking the link…</p>
        ) : (
          children(link.data)
        )}
      </div>
    </>
  );
}
