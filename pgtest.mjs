import { PGlite } from '@electric-sql/pglite';
let t=Date.now(); const a=new PGlite(); await a.query('select 1'); console.log('first', Date.now()-t);
t=Date.now(); const b=new PGlite(); await b.query('select 1'); console.log('second', Date.now()-t);
await b.exec('create table x(id int); insert into x values (1)');
t=Date.now(); const dump = await b.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size);
t=Date.now(); const c=new PGlite({loadDataDir: dump}); await c.query('select * from x'); console.log('restore', Date.now()-t);
t=Date.now(); await a.exec('create schema s1; set search_path to s1; create table x(id int)'); console.log('schema', Date.now()-t);
t=Date.now(); const d=new PGlite('/tmp/pgl-test-dir'); await d.query('select 1'); console.log('fs new', Date.now()-t); await d.close();
t=Date.now(); const e=new PGlite('/tmp/pgl-test-dir'); await e.query('select 1'); console.log('fs reopen', Date.now()-t); await e.close();
