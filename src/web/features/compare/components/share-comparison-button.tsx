import { Trans, useLingui } from '@lingui/react/macro';
import { Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '#web/lib/toast';
import { copyText } from '#web/lib/copy-text';
import { useCreateCompareLink } from '../api/create-compare-link';

/**
 * "Share comparison": makes the signed link and copies it. The link is also shown, selected, in case the browser
 * would not copy; anyone who opens it sees this comparison without an account.
 */
export function ShareComparisonButton({ ids }: { ids: readonly string[] }) {
  const { t } = useLingui();
  const createLink = useCreateCompareLink();
  const [url, setUrl] = useState<string | null>(null);
  const fieldId = useId();

  const share = async () => {
    let link: string;
    try {
      link = (await createLink.mutateAsync(ids)).url;
    } catch (error) {
      const { message } = error as Error;
      toast.error(t`Could not make a link to this comparison. ${message}`, {
        id: 'compare-share',
      });
      return;
    }
    setUrl(link);
    try {
      await copyText(link);
      toast.success(t`Link copied: anyone you send it to sees this comparison.`, { id: 'compare-share' });
    } catch {
      toast(t`Copy the link below to share this comparison.`, { id: 'compare-share' });
    }
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        onClick={() => void share()}
        aria-disabled={createLink.isPending}
        className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:opacity-70 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
      >
        <Share2 className="size-4" aria-hidden="true" />
        <Trans>Share comparison</Trans>
      </button>
      {url ? (
        <div className="flex w-full max-w-xl flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-medium text-stone-700 dark:text-stone-200">
            <Trans>Link to this comparison</Trans>
          </label>
          <input
            id={fieldId}
            readOnly
            value={url}
            data-testid="compare-share-url"
            onFocus={(event) => event.target.select()}
            className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-50"
          />
        </div>
      ) : null}
    </div>
  );
}
