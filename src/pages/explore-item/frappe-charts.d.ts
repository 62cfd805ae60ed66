/** frappe-charts ships no types; the climate and report charts use only the Chart constructor. */
declare module 'frappe-charts' {
  export class Chart {
    constructor(parent: HTMLElement | string, options: Record<string, unknown>);
    destroy(): void;
  }
}
