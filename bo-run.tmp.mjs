const t=Date.now(); const m = await import('/tmp/bo-publish-renderer.mjs'); console.log(Object.keys(m), Date.now()-t);
