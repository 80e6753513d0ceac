import { describe, expect, it } from 'vitest';
import { ShopMetrics } from './shop-metrics';

const idlePool = { totalCount: 3, idleCount: 2, waitingCount: 0, options: { max: 8 } };

describe('ShopMetrics', () => {
  it("keeps its own registry: one app's counts are not another's", async () => {
    const one = new ShopMetrics(idlePool);
    const other = new ShopMetrics(idlePool);
    one.requestAnswered('GET', '/api/blog/:slug', 200, 0.01);
    expect(await one.registry.metrics()).toMatch(/^shop_http_requests_total\{method="GET",route="\/api\/blog\/:slug",status="200"\} 1$/m);
    expect(await other.registry.metrics()).not.toMatch(/^shop_http_requests_total\{/m);
  });

  it("drops the queue's depths when they could not be read, rather than keep stale ones", async () => {
    const metrics = new ShopMetrics(idlePool);
    metrics.jobQueueRead([{ name: 'pickup-reminders', waiting: 4, running: 1 }]);
    expect(await metrics.registry.metrics()).toMatch(/^shop_job_queue_depth\{job="pickup-reminders",state="waiting"\} 4$/m);
    metrics.jobQueueRead(null);
    expect(await metrics.registry.metrics()).not.toMatch(/^shop_job_queue_depth\{/m);
  });

  it("adds the process's own metrics only when asked (a serving process)", async () => {
    const metrics = new ShopMetrics(idlePool);
    expect(await metrics.registry.metrics()).not.toMatch(/^process_cpu_seconds_total/m);
    metrics.includeProcessMetrics();
    expect(await metrics.registry.metrics()).toMatch(/^process_cpu_seconds_total \d/m);
  });
});
