import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

type SubmissionReceivedProps = {
  title: string;
  children: ReactNode;
  againLabel: string;
  onAgain: () => void;
};

/**
 * What replaces a form once it is sent: what happens next, and a way to send another. Focus moves to its heading
 * so a screen reader announces the confirmation and keyboard users carry on from there.
 *
 * The form it replaces was longer, so on a phone the page shrinks under the visitor, who is left looking at the
 * footer or at a heading under the sticky header. When the confirmation is not all in view, it is brought to the
 * top of the screen, its heading clear of the header with the title of the card it stands in above it (the
 * heading's scroll margin).
 */
export function SubmissionReceived({ title, children, againLabel, onAgain }: SubmissionReceivedProps) {
  const confirmation = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const [box, target] = [confirmation.current, heading.current];
    if (!box || !target) return;
    target.focus({ preventScroll: true });
    const { top, bottom } = box.getBoundingClientRect();
    const headerClearance = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    if (top < headerClearance || bottom > window.innerHeight) target.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div ref={confirmation} className="space-y-4" data-testid="submission-received">
      <div className="flex items-start gap-3">
        <CircleCheck
          className="mt-0.5 size-6 shrink-0 text-green-700 dark:text-green-400"
          aria-hidden="true"
        />
        <h3
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-36 text-lg font-semibold text-stone-900 focus:outline-none dark:text-stone-50"
        >
          {title}
        </h3>
      </div>
      <div className="space-y-2 text-sm leading-6 text-stone-700 dark:text-stone-200">{children}</div>
      <button
        type="button"
        onClick={onAgain}
        className="inline-flex items-center justify-center gap-2 rounded-full border border-brand-200 bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
      >
        {againLabel}
      </button>
    </div>
  );
}
