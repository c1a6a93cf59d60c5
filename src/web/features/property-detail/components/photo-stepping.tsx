/** Moving between a listing's photos, shared by the gallery on the page and the full-screen viewer. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';

export type PhotoStep = (offset: -1 | 1) => void;

/** Arrow keys step to the previous or next photo, Home and End jump to the first and the last. */
export function photoKeyHandler(total: number, onStep: PhotoStep, onShow: (index: number) => void) {
  return (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => onStep(-1),
      ArrowRight: () => onStep(1),
      Home: () => onShow(0),
      End: () => onShow(total - 1),
    };
    const move = moves[event.key];
    if (!move || total < 2) return;
    event.preventDefault();
    move();
  };
}

/** "3 / 12", read out as "Photo 3 of 12" whenever it changes. */
export function PhotoCounter({
  shown,
  total,
  className,
}: {
  shown: number;
  total: number;
  className: string;
}) {
  return (
    <p aria-live="polite" className={className}>
      <Trans>
        <span className="sr-only">Photo </span>
        {shown + 1}
        <span aria-hidden="true"> / </span>
        <span className="sr-only"> of </span>
        {total}
      </Trans>
    </p>
  );
}

type PhotoStepButtonsProps = {
  total: number;
  onStep: PhotoStep;
  /** Where each button sits over the photo. */
  place: Record<'left' | 'right', string>;
  /** The buttons' size and colours. */
  look: string;
  iconClassName: string;
};

const STEPS: ReadonlyArray<{
  side: 'left' | 'right';
  offset: -1 | 1;
  label: MessageDescriptor;
  Icon: typeof ChevronLeft;
}> = [
  { side: 'left', offset: -1, label: msg`Previous photo`, Icon: ChevronLeft },
  { side: 'right', offset: 1, label: msg`Next photo`, Icon: ChevronRight },
];

/** The previous and next buttons either side of the photo, when there is more than one. */
export function PhotoStepButtons({ total, onStep, place, look, iconClassName }: PhotoStepButtonsProps) {
  const { i18n } = useLingui();
  if (total < 2) return null;
  return STEPS.map(({ side, offset, label, Icon }) => (
    <button
      key={side}
      type="button"
      onClick={() => onStep(offset)}
      aria-label={i18n._(label)}
      className={`absolute top-1/2 ${place[side]} inline-flex -translate-y-1/2 items-center justify-center rounded-full transition ${look}`}
    >
      <Icon className={iconClassName} aria-hidden="true" />
    </button>
  ));
}
