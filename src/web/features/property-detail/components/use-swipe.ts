import { useRef, type DragEvent, type MouseEvent, type PointerEvent } from 'react';
import { swipeStep } from './swipe';

type Start = { pointerId: number; x: number; y: number };

/**
 * Pointer handlers that turn a sideways swipe (finger, pen or mouse drag) into a step between photos. Spread them
 * on the element and give it `touch-pan-y`, so the browser keeps vertical scrolling and leaves sideways moves to
 * us. The click that ends a swipe is swallowed, so a swipe over the photo never also opens it.
 */
export function useSwipe(onStep: (offset: -1 | 1) => void) {
  const start = useRef<Start | null>(null);
  const justSwiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
      justSwiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.pointerId !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step === null) return;
      justSwiped.current = true;
      onStep(step);
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (event: MouseEvent) => {
      if (!justSwiped.current) return;
      justSwiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // A mouse drag would otherwise pick the image up (native drag and drop) and cancel the pointer.
    onDragStart: (event: DragEvent) => event.preventDefault(),
  };
}
