import HIGAuditCore

/// The page's only style sheet, inline: system fonts, light and dark, narrow and wide.
enum ReportPageStyle {
    static let css: StaticString = """
        :root{color-scheme:light dark;--page:#ffffff;--text:#1d1d1f;--muted:#5e5e63;--card:#f5f5f7;--line:#c7c7cc;\
        --fail:#b3261e;--error:#8a4600;--pass:#1d6f3a;--warning:#7a5200;--note:#3d5a80;--alike:#fff0bf;--alike-text:#3b2c00;\
        --focus:#0a66d8;--outline-error:#d70015;--outline-warning:#c93400;--outline-note:#0a66d8}
        @media (prefers-color-scheme:dark){:root{--page:#121214;--text:#f2f2f7;--muted:#aeaeb2;--card:#1f1f22;--line:#48484a;\
        --alike:#4d3b00;--alike-text:#ffefc2;--focus:#6cb4ff}}
        *{box-sizing:border-box}
        body{margin:0;background:var(--page);color:var(--text);font:16px/1.5 -apple-system,BlinkMacSystemFont,system-ui,"Segoe UI",Roboto,sans-serif;-webkit-text-size-adjust:100%}
        .page{max-width:64rem;margin:0 auto;padding:0 1rem}
        header.page{padding-top:1.5rem}
        h1{font-size:1.8rem;line-height:1.2;margin:0 0 .25rem}
        h2{font-size:1.35rem;margin:2rem 0 .75rem}
        h3{font-size:1.1rem;margin:0 0 .5rem;display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
        h4{font-size:1rem;margin:1rem 0 .5rem}
        .muted{color:var(--muted)}
        code,.source{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em;overflow-wrap:anywhere}
        a{color:inherit}
        .badge{display:inline-block;padding:.05rem .55rem;border-radius:1rem;color:#ffffff;font-size:.8rem;font-weight:600;letter-spacing:.02em;white-space:nowrap;background:var(--muted)}
        .badge.fail,.badge.severity-error{background:var(--fail)}
        .badge.error{background:var(--error)}
        .badge.pass{background:var(--pass)}
        .badge.severity-warning{background:var(--warning)}
        .badge.severity-note{background:var(--note)}
        @media (prefers-color-scheme:dark){.badge{color:#121214}.badge.fail,.badge.severity-error{background:#ff8a80}.badge.error{background:#ffb86b}\
        .badge.pass{background:#7ddc98}.badge.severity-warning{background:#ffd36b}.badge.severity-note{background:#9ec3ff}}
        .tiles{display:grid;grid-template-columns:repeat(auto-fit,minmax(6.5rem,1fr));gap:.5rem;margin:0}
        .tile{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:.5rem .75rem}
        .tile dt{font-size:.85rem;color:var(--muted)}
        .tile dd{margin:0;font-size:1.6rem;font-weight:700;font-variant-numeric:tabular-nums}
        .tile.fail{border-left:.35rem solid var(--fail)}.tile.error{border-left:.35rem solid var(--error)}.tile.pass{border-left:.35rem solid var(--pass)}
        .table-wrap{overflow-x:auto;margin:1rem 0}
        .filters{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;margin:.5rem 0}
        select,input,button{font:inherit;color:inherit;background:var(--card);border:1px solid var(--line);border-radius:.4rem;padding:.2rem .4rem}
        button{cursor:pointer;padding:.35rem .9rem}
        table{border-collapse:collapse;width:100%}
        caption{text-align:left;font-weight:600;padding:.25rem 0}
        th,td{text-align:left;padding:.35rem .6rem;border-bottom:1px solid var(--line);vertical-align:middle}
        thead th{font-size:.85rem;color:var(--muted);font-weight:600;white-space:nowrap}
        td.number{font-variant-numeric:tabular-nums;white-space:nowrap}
        time{white-space:nowrap}
        .overview tbody th{font-weight:400;min-width:11rem;overflow-wrap:anywhere}
        .screen{background:var(--card);border:1px solid var(--line);border-left:.4rem solid var(--line);border-radius:.75rem;padding:1rem;margin:1rem 0}
        .screen.fail{border-left-color:var(--fail)}.screen.error{border-left-color:var(--error)}.screen.pass{border-left-color:var(--pass)}
        .details,.where,.values{display:grid;grid-template-columns:repeat(auto-fit,minmax(11.5rem,1fr));gap:.25rem 1rem;margin:0}
        .details dt,.where dt,.values dt{font-size:.8rem;color:var(--muted)}
        dd{margin:0;overflow-wrap:anywhere}
        .input-error{border:1px solid var(--error);border-radius:.5rem;padding:.25rem .75rem .75rem;margin-top:1rem;background:var(--page)}
        .findings{list-style:none;margin:0;padding:0}
        .finding{background:var(--page);border:1px solid var(--line);border-radius:.6rem;padding:.75rem;margin:.5rem 0}
        .finding p{margin:0 0 .4rem}
        .finding-head{display:flex;flex-wrap:wrap;gap:.4rem;align-items:baseline}
        .rule-title{color:var(--muted)}
        .message{font-size:1.02rem}
        .contrast{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin-top:.75rem}
        .contrast .values{flex:1 1 16rem}.contrast-caption{margin:.75rem 0 0;font-weight:600;font-size:.85rem}
        .sample{min-width:5.5rem;min-height:3.5rem;padding:.25rem .75rem;border-radius:.5rem;border:1px solid var(--line);display:flex;align-items:center;justify-content:center;flex:none;line-height:1.2}
        .sample.small{display:inline-flex;min-width:2.5rem;min-height:1.6rem;padding:0 .4rem;vertical-align:middle;border-radius:.3rem}
        .finding-number{display:inline-flex;align-items:center;justify-content:center;min-width:1.6rem;height:1.6rem;padding:0 .35rem;border-radius:.8rem;font-weight:700;\
        font-size:.85rem;text-decoration:none;color:#ffffff;background:var(--outline-note)}
        .finding-number.severity-error{background:var(--outline-error)}.finding-number.severity-warning{background:var(--outline-warning)}
        .finding:target{outline:3px solid var(--focus)}
        .quoted q{font-weight:600;overflow-wrap:anywhere}
        .legend{font-size:.85rem}
        .sketch-body{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
        .sketch-frame{flex:0 1 auto;max-width:100%;border:1px solid var(--line);border-radius:.5rem;overflow:hidden;line-height:0}
        .sketch-drawing{display:block;max-width:100%;max-height:80vh;width:auto;height:auto;font-family:-apple-system,BlinkMacSystemFont,system-ui,sans-serif}
        .sketch-drawing .hatch-ground{fill:#e5e5ea}.sketch-drawing .hatch-line{stroke:#aeaeb2;stroke-width:3}
        .sketch-drawing.dark .hatch-ground{fill:#2c2c2e}.sketch-drawing.dark .hatch-line{stroke:#636366}
        .outline rect{fill:var(--outline-note);fill-opacity:0;stroke:var(--outline-note);stroke-width:2px}
        .outline circle{fill:var(--outline-note)}.outline text{fill:#ffffff;font-size:11px;font-weight:700}
        .outline.severity-error rect{fill:var(--outline-error);stroke:var(--outline-error)}.outline.severity-error circle{fill:var(--outline-error)}
        .outline.severity-warning rect{fill:var(--outline-warning);stroke:var(--outline-warning)}.outline.severity-warning circle{fill:var(--outline-warning)}
        .large-text-sample{display:block;line-height:1.2;overflow-wrap:anywhere}
        .needed rect{fill:none;stroke:var(--outline-warning);stroke-width:2px;stroke-dasharray:6 4}
        .outline:hover rect,.outline:focus rect,.outline:target rect{stroke-width:4px;fill-opacity:.18}
        .history-chart{margin:1rem 0;overflow-x:auto}.history-chart svg{max-width:100%;height:auto}
        .history-chart .bar{fill:var(--fail)}.history-chart .bar.none{fill:var(--line)}.history-chart .axis{fill:var(--muted);font-size:10px}
        .unframed{flex:1 1 12rem}.unframed ul{list-style:none;margin:0;padding:0}.unframed li{margin:.25rem 0}
        .incomplete{flex-basis:100%;color:var(--muted);font-style:italic}
        .color-value{display:inline-flex;align-items:center;gap:.4rem;white-space:nowrap}
        .swatch{display:inline-block;width:1.25rem;height:1.25rem;border-radius:.3rem;border:1px solid var(--line);flex:none}
        .vision .swatch{width:2.25rem;height:1.5rem}
        .toggle-change{margin:.75rem 0 0}
        .toggle-change figcaption{font-weight:600}
        .toggle-change figcaption .muted{font-weight:400}
        .toggle-change .table-wrap{margin:.25rem 0}
        tr.alike{background:var(--alike);color:var(--alike-text)}
        .alike-mark{font-size:.8rem;white-space:normal}
        @media (max-width:30rem){.page{padding:0 .6rem}.screen,.finding{padding:.6rem}th,td{padding:.3rem .35rem}\
        .details,.where,.values{grid-template-columns:repeat(auto-fit,minmax(8.5rem,1fr))}\
        .vision{font-size:.85rem}.vision .swatch{width:1.75rem;height:1.25rem}.vision .color-value{flex-direction:column;align-items:flex-start;gap:.15rem}\
        .alike-mark{display:block}.overview{font-size:.9rem}.overview tbody th{min-width:8rem}.tile dd{font-size:1.3rem}}
        """
}
