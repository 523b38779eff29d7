// `npm run routes`: regenerate src/routeTree.gen.ts from src/routes (the Vite plugin does the same on
// every dev start and build; this is for editing routes without running Vite).
import { Generator, getConfig } from '@tanstack/router-generator';

const config = getConfig({ routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' });
const generator = new Generator({ config, root: process.cwd() });
await generator.run();
console.log('src/routeTree.gen.ts regenerated');
