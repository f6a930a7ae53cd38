import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef } from 'react';
import { WHEEL_SEGMENTS } from '#shared/wheel/fairness.ts';

/** The canvas' CSS size (spec 000 §9: 300 px). */
export const WHEEL_SIZE_PX = 300;
const COLOURS = ['#9e9e9e', '#1e88e5', '#43a047', '#8e24aa', '#fb8c00', '#fdd835'];
const SEGMENT_ANGLE = (2 * Math.PI) / WHEEL_SEGMENTS.length;

/** What the wheel section asks of the canvas. */
export interface WheelCanvasHandle {
  /** Four full turns over `ms` (spec: 4.2 s), resolved when done. */
  spinFree(ms: number): Promise<void>;
  /** Lands on `segment` at the pointer (top) after `extraTurns` turns over `ms` (spec: 3 s, 4–6 turns). */
  landOn(segment: number, ms: number, extraTurns: number): Promise<void>;
}

const easeOut = (x: number) => 1 - (1 - x) ** 3;
const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** The segment under the pointer (top) at rotation `angle` (radians): segment i is there when angle ≡ −i·SEGMENT_ANGLE. */
export function segmentAtPointer(angle: number): number {
  const n = WHEEL_SEGMENTS.length;
  return ((Math.round(-angle / SEGMENT_ANGLE) % n) + n) % n;
}

/**
 * The wheel (spec 000 §2 Daily spinning wheel): a 300 px canvas with the six segments (0, 5, 10, 20, 50, 100
 * coins) and a pointer at the top. Animations run on requestAnimationFrame; with `prefers-reduced-motion` they
 * are skipped (the wheel jumps to its final position). The canvas is decorative: the result is announced as text
 * by the section, and `onSegment` reports the segment under the pointer whenever it changes (the section's
 * current-segment display, spec 000 §2).
 */
export const WheelCanvas = forwardRef<WheelCanvasHandle, { label: string; onSegment?: (segment: number) => void }>(function WheelCanvas({ label, onSegment }, ref) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const angle = useRef(0);
  const shown = useRef(-1);
  const report = useRef(onSegment);
  useEffect(() => {
    report.current = onSegment;
  });
  const track = useCallback(() => {
    const segment = segmentAtPointer(angle.current);
    if (segment !== shown.current) {
      shown.current = segment;
      report.current?.(segment);
    }
  }, []);

  const draw = useCallback(() => {
    track();
    const el = canvas.current;
    const ctx = el?.getContext?.('2d');
    if (!el || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    if (el.width !== WHEEL_SIZE_PX * ratio) {
      el.width = WHEEL_SIZE_PX * ratio;
      el.height = WHEEL_SIZE_PX * ratio;
    }
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const c = WHEEL_SIZE_PX / 2;
    const r = c - 8;
    ctx.clearRect(0, 0, WHEEL_SIZE_PX, WHEEL_SIZE_PX);
    WHEEL_SEGMENTS.forEach((coins, i) => {
      // Segment i is centred at angle.current + i·SEGMENT_ANGLE, measured from the top (−90°).
      const mid = angle.current + i * SEGMENT_ANGLE - Math.PI / 2;
      ctx.beginPath();
      ctx.moveTo(c, c);
      ctx.arc(c, c, r, mid - SEGMENT_ANGLE / 2, mid + SEGMENT_ANGLE / 2);
      ctx.closePath();
      ctx.fillStyle = COLOURS[i] as string;
      ctx.fill();
      ctx.strokeStyle = '#fff';
      ctx.lineWidth = 2;
      ctx.stroke();
      ctx.save();
      ctx.translate(c + Math.cos(mid) * r * 0.65, c + Math.sin(mid) * r * 0.65);
      ctx.rotate(mid + Math.PI / 2);
      ctx.fillStyle = i === 5 ? '#3e2723' : '#fff';
      ctx.font = 'bold 20px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(coins), 0, 0);
      ctx.restore();
    });
    ctx.beginPath();
    ctx.moveTo(c - 12, 2);
    ctx.lineTo(c + 12, 2);
    ctx.lineTo(c, 26);
    ctx.closePath();
    ctx.fillStyle = '#b71c1c';
    ctx.fill();
  }, [track]);

  useEffect(draw, [draw]);

  const animate = useCallback(
    (to: number, ms: number, ease: (x: number) => number) =>
      new Promise<void>((resolve) => {
        const from = angle.current;
        if (prefersReducedMotion() || ms <= 0 || typeof requestAnimationFrame === 'undefined') {
          angle.current = to;
          draw();
          resolve();
          return;
        }
        const start = performance.now();
        const step = (time: number) => {
          const x = Math.min(1, (time - start) / ms);
          angle.current = from + (to - from) * ease(x);
          draw();
          if (x < 1) requestAnimationFrame(step);
          else resolve();
        };
        requestAnimationFrame(step);
      }),
    [draw],
  );

  useImperativeHandle(ref, () => ({
    spinFree: (ms) => animate(angle.current + 4 * 2 * Math.PI, ms, (x) => x),
    landOn(segment, ms, extraTurns) {
      // The pointer is at the top: segment `segment` is there when angle ≡ −segment·SEGMENT_ANGLE (mod 2π).
      const target = -segment * SEGMENT_ANGLE;
      const turn = 2 * Math.PI;
      const base = angle.current + extraTurns * turn;
      const to = base + ((((target - base) % turn) + turn) % turn);
      return animate(to, ms, easeOut);
    },
  }));

  return <canvas ref={canvas} className="wheel__canvas" width={WHEEL_SIZE_PX} height={WHEEL_SIZE_PX} style={{ width: WHEEL_SIZE_PX, height: WHEEL_SIZE_PX }} role="img" aria-label={label} />;
});
