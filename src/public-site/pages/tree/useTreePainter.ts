// Paints the canvas at most once per animation frame, sharp on any screen: the backing store is the
// CSS size times devicePixelRatio, read again at each frame (a window moved to another screen).
import { useCallback, useEffect, useRef } from 'react';
import { drawTree, type Frame } from './drawTree.ts';
import type { Size } from './useElementSize.ts';
import { markFirstFrame } from './firstFrame.ts';

export type FrameState = Omit<Frame, 'width' | 'height' | 'pixelRatio'>;

export function useTreePainter(canvas: HTMLCanvasElement | null, size: Size, state: () => FrameState): () => void {
  const pending = useRef(0);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const paint = useCallback(() => {
    if (pending.current) return;
    pending.current = requestAnimationFrame(() => {
      pending.current = 0;
      const element = canvas;
      const ctx = element?.getContext('2d');
      if (!element || !ctx || !size.width || !size.height) return;
      const pixelRatio = window.devicePixelRatio || 1;
      const w = Math.round(size.width * pixelRatio);
      const h = Math.round(size.height * pixelRatio);
      if (element.width !== w || element.height !== h) [element.width, element.height] = [w, h];
      drawTree(ctx, { ...stateRef.current(), width: size.width, height: size.height, pixelRatio });
      markFirstFrame();
    });
  }, [canvas, size]);

  useEffect(() => {
    paint();
    return () => {
      cancelAnimationFrame(pending.current);
      pending.current = 0;
    };
  }, [paint, state]);
  return paint;
}
