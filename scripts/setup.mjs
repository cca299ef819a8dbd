// `node scripts/bootstrap.mjs setup`: only what bootstrap does (pinned Node and pnpm in .tools/, the workspace installed).
console.log('setup: ready — put .tools/bin first on PATH to use the pinned node and pnpm');
