// The charts' floor: the same points drawn as a plain 2D-canvas polyline, in a chunk of
// its own loaded lazily like the echarts chunk — what any chart costs here (fetching a chunk,
// React, a canvas frame) without echarts.

/**
 * Draws `values` as one line across the canvas (device pixels at the page's DPR).
 * @param canvas the canvas, already in the DOM with its CSS size
 * @param values the series, in order
 */
export function drawLine(canvas: HTMLCanvasElement, values: readonly number[]): void {
  const dpr = window.devicePixelRatio || 1;
  const { width, height } = canvas.getBoundingClientRect();
  canvas.width = Math.round(width * dpr);
  canvas.height = Math.round(height * dpr);
  const ctx = canvas.getContext('2d');
  if (!ctx || values.length === 0) return;
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  const span = max - min || 1;
  const stepX = canvas.width / Math.max(1, values.length - 1);
  ctx.strokeStyle = '#1677ff';
  ctx.lineWidth = 2 * dpr;
  ctx.beginPath();
  values.forEach((v, i) => {
    const y = canvas.height - ((v - min) / span) * canvas.height;
    if (i === 0) ctx.moveTo(0, y);
    else ctx.lineTo(i * stepX, y);
  });
  ctx.stroke();
}
