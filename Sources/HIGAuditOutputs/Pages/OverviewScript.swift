import Foundation
import HIGAuditCore

/// The overview's only script: it reads the rows from `<script type="application/json"
/// id="rows">` (`[key, status, errors, warnings, notes, [rule positions], source, title,
/// appearance]`, the last three only when the key is not the source, there is a title or
/// an appearance other than light: `dark`, `light+hc`, `dark+hc`, shown as "(dark, HC)"),
/// links each to its page (a byte of the key that is not UTF-8, U+F780 to U+F7FF as
/// `FileName` carries it, percent-encoded as that byte), orders them failing first by error count, filters them by rule, status, contrast and name, and
/// shows a thousand at a time; once the first rows are shown it notes the milliseconds
/// since the page began loading in `<html data-shown-ms>`. Every word it shows comes from the table's data attributes,
/// so the script is the same in every language and its hash stands in the page's CSP.
enum OverviewScript {
    static let source: String = #"""
        (()=>{const d=document,t=d.getElementById('screens'),b=t.tBodies[0],w=t.dataset,rows=JSON.parse(d.getElementById('rows').textContent),
        fr=d.getElementById('f-rule'),fs=d.getElementById('f-status'),fc=d.getElementById('f-contrast'),fn=d.getElementById('f-name'),more=d.getElementById('more'),shown=d.getElementById('shown'),
        kinds=['fail','error','pass'],words=[w.fail,w.error,w.pass],step=1000;
        const order=rows.map((r,i)=>i).sort((x,y)=>{const a=rows[x],c=rows[y];return a[1]-c[1]||(a[1]===0?c[2]-a[2]:0)||x-y});
        const hc=r=>typeof r[8]==='string'&&r[8].endsWith('+hc');
        const label=r=>{let s=r.length>6?r[6]:r[0];if(r[7])s+=' — '+r[7];const a=[];if(typeof r[8]==='string'&&r[8].startsWith('dark'))a.push(w.dark);if(hc(r))a.push(w.hc);if(a.length)s+=' ('+a.join(', ')+')';return s};
        const href=k=>'screens/'+k.replace(/\.json$/,'').split('/').map(encodeURIComponent).join('/').replace(/%EF%9([EF])%([89AB][0-9A-F])/g,(m,h,l)=>'%'+((h==='F'?64:0)+parseInt(l,16)).toString(16).toUpperCase())+'.html';
        const cell=(tr,text,kind)=>{const c=d.createElement('td');c.textContent=text;if(kind)c.className=kind;tr.appendChild(c);return c};
        let match=[],limit=step;
        function draw(){const f=d.createDocumentFragment();
        for(const i of match.slice(0,limit)){const r=rows[i],tr=d.createElement('tr'),th=d.createElement('th'),a=d.createElement('a'),s=d.createElement('span');
        th.scope='row';a.href=href(r[0]);a.textContent=label(r);th.appendChild(a);tr.appendChild(th);
        s.className='badge '+kinds[r[1]];s.textContent=words[r[1]];cell(tr,'').appendChild(s);
        cell(tr,r[2],'number');cell(tr,r[3],'number');cell(tr,r[4],'number');f.appendChild(tr)}
        b.replaceChildren(f);more.hidden=!(match.length>limit);
        shown.textContent=w.shown.replace('{shown}',Math.min(limit,match.length)).replace('{total}',match.length)}
        function filter(){const rule=fr.value,status=fs.value,contrast=fc.value,name=fn.value.toLowerCase();
        match=order.filter(i=>{const r=rows[i];return(rule===''||r[5].includes(+rule))&&(status===''||kinds[r[1]]===status)&&(contrast===''||hc(r)===(contrast==='increased'))&&(name===''||label(r).toLowerCase().includes(name))});
        limit=step;draw()}
        fr.onchange=filter;fs.onchange=filter;fc.onchange=filter;fn.oninput=filter;more.onclick=()=>{limit+=step;draw()};
        d.getElementById('filters').onsubmit=e=>e.preventDefault();filter();
        d.documentElement.dataset.shownMs=Math.round(performance.now())})();
        """#

    /// The `script-src` source of the page's CSP: the script's SHA-256, in base64.
    static let hashSource: String = "'sha256-" + Data(SHA256.hash(Array(source.utf8))).base64EncodedString() + "'"
}
