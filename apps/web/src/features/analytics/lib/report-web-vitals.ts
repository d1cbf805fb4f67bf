// Spec section 7: web vitals go to analytics, here as `web_vital` events through the consented queue.
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

export type WebVitalProperties = Pick<Metric, 'name' | 'value' | 'rating'>;

/** Registers the observers; each metric reports when final (CLS and INP when the page is hidden). */
export function reportWebVitals(report: (name: 'web_vital', properties: WebVitalProperties) => void): void {
  const send = ({ name, value, rating }: Metric) => report('web_vital', { name, value, rating });
  onCLS(send);
  onINP(send);
  onLCP(send);
  onFCP(send);
  onTTFB(send);
}
