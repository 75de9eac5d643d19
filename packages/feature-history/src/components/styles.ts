import { ROOT as R } from '@gangway/modal-shell/kit'

/*
 * The feature's few rules, on top of the kit's list row (`.gw-item`): scoped like the shell's
 * under its root attribute and built only from the shell's theme tokens (--gw-*), so light, dark
 * and host overrides apply unchanged. Injected with the kit's `useViewStyles` when the list first
 * renders. Motion: only the shell's skeleton pulse, which stops under prefers-reduced-motion (the
 * shell's rule).
 *
 * The counterparty's name arrives after the row (the identity service): it has a line of its own
 * below status, time and the explorer link (an ellipsis when longer than the row, the address in
 * its title), and the link sits at its line's end, so a late name moves nothing a visitor clicks
 * (issue 37 §5).
 */
export const css = `${R} .gw-tx{padding:8px}
${R} .gw-tx .gw-item-main{display:flex;flex-direction:column;gap:2px;overflow:visible;white-space:normal}
${R} .gw-tx-line{display:flex;align-items:baseline;justify-content:space-between;gap:8px}
${R} .gw-tx-title{font-size:15px;font-weight:600}
${R} .gw-tx-amounts{display:flex;flex-direction:column;align-items:flex-end;font-size:14px;font-weight:600;font-variant-numeric:tabular-nums;text-align:end;overflow-wrap:anywhere}
${R} .gw-tx-amount[data-sign="+"]{color:var(--gw-success)}
${R} .gw-tx-sub{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;color:var(--gw-fg-2);font-size:13px;font-weight:400}
${R} .gw-tx-sub>*{white-space:nowrap}
${R} .gw-tx-cp{order:1;flex:1 0 100%;min-width:0;overflow:hidden;text-overflow:ellipsis}
${R} .gw-tx-status[data-status=failed]{color:var(--gw-error)}
${R} .gw-tx-sub a{display:inline-flex;align-items:center;min-height:24px;margin-inline-start:auto;color:var(--gw-accent)}
${R} .gw-tx-ph{height:56px;border-radius:var(--gw-radius-sm);background:var(--gw-bg-2);animation:gw-pulse 1s ease infinite alternate}
${R} .gw-tx-head{display:flex;align-items:center;justify-content:space-between}
${R} .gw-tx-foot{display:flex;flex-direction:column;align-items:center;gap:8px;padding-top:8px}`
