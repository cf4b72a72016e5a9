const Database = require('better-sqlite3');
const db = new Database(process.argv[2]);
if (process.argv[3]) for (const s of process.argv[3].split(';')) db.exec(s);
const now = "'2026-11-25'";
const qs = [
 ["countD", `SELECT COUNT(DISTINCT(item.id)) AS cnt FROM portfolios item WHERE item.status = 'published' AND item.publishAt <= ${now}`],
 ["count*", `SELECT COUNT(*) AS cnt FROM portfolios item WHERE item.status = 'published' AND item.publishAt <= ${now}`],
 ["page500", `SELECT * FROM portfolios item WHERE item.status = 'published' AND item.publishAt <= ${now} ORDER BY item.createdAt DESC, item.id DESC LIMIT 6 OFFSET 2994`],
 ["page1", `SELECT * FROM portfolios item WHERE item.status = 'published' AND item.publishAt <= ${now} ORDER BY item.createdAt DESC, item.id DESC LIMIT 6`],
 ["cat page1", `SELECT * FROM portfolios item WHERE item.status = 'published' AND item.publishAt <= ${now} AND item.category = 'Web App' ORDER BY item.createdAt DESC, item.id DESC LIMIT 6`],
 ["blog page1", `SELECT * FROM blogs item WHERE item.status = 'published' AND item.publishAt <= ${now} ORDER BY item.createdAt DESC, item.id DESC LIMIT 100`],
 ["sitemap", `SELECT item.slug, item.updatedAt FROM portfolios item WHERE item.status = 'published' AND item.publishAt <= ${now} ORDER BY item.createdAt DESC, item.id DESC LIMIT 200`],
];
for (const [n, q] of qs) {
  const plan = db.prepare('EXPLAIN QUERY PLAN ' + q).all().map(r => r.detail).join(' | ');
  const t = process.hrtime.bigint(); for (let i=0;i<10;i++) db.prepare(q).all();
  console.log(n.padEnd(10), (Number(process.hrtime.bigint()-t)/1e7).toFixed(2), 'ms |', plan);
}
