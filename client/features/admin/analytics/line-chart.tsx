import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: number[];
  /** A CSS colour (the chart is drawn on a canvas: custom properties are read by the caller). */
  stroke: string;
  dash?: number[];
}

const DAY_SECONDS = 86_400;
const utcSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * A line chart of values per day with uPlot (loaded only in this admin chunk): the x axis is the
 * chosen period's days; a previous period is drawn on the same days, dashed. The canvas is an image
 * to assistive technology; the table view beside it carries the same figures.
 */
export function LineChart({ days, series, label, format }: { days: string[]; series: ChartSeries[]; label: string; format: (value: number) => string }) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = target.current;
    if (!element || days.length === 0) return;
    const x = days.map(utcSeconds);
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: 220,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { x: { time: true, range: (_u, min, max) => (min === max ? [min - DAY_SECONDS, max + DAY_SECONDS] : [min, max]) } },
        axes: [{}, { values: (_u, ticks) => ticks.map((tick) => format(tick)), size: 80 }],
        series: [
          { label: 'Day', value: (_u, seconds) => (seconds == null ? '' : new Date(seconds * 1000).toISOString().slice(0, 10)) },
          ...series.map((line) => ({
            label: line.label,
            stroke: line.stroke,
            width: 2,
            ...(line.dash ? { dash: line.dash } : {}),
            value: (_u: uPlot, value: number | null) => (value == null ? '' : format(value)),
          })),
        ],
      },
      [x, ...series.map((line) => line.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 240), height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, format]);
  return <div ref={target} className="analytics-chart" role="img" aria-label={label} data-testid="analytics-chart" />;
}
