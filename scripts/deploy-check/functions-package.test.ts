import { describe, expect, it } from 'vitest';
import { bundleImports, checkFunctionsPackage } from './functions-package';
import { bundleCloudEntry, failures, repoFunctionsPackage } from './testing';

describe('the repository configuration', () => {
  it('passes the functions package check (main, ESM, engines, SDK, no build in Cloud Build)', () => {
    expect(failures(checkFunctionsPackage(repoFunctionsPackage(), null))).toEqual([]);
  });

  it('gives Cloud Build every package the Cloud Functions entry imports, the Cloudinary SDK included', async () => {
    const imports = bundleImports(await bundleCloudEntry());
    expect(imports).toEqual(expect.arrayContaining(['cloudinary', 'firebase-functions', 'sharp']));
    expect(failures(checkFunctionsPackage(repoFunctionsPackage(), imports))).toEqual([]);
  });
});

describe('the functions package and bundle', () => {
  const pkg = { main: 'dist/index.js', type: 'module', engines: { node: '>=20' }, scripts: { build: 'node build.mjs', 'gcp-build': '' }, dependencies: { 'firebase-functions': '^7', 'firebase-admin': '^13', express: '^5', sharp: '^0.34' } };

  it('reads the packages a bundle imports', () => {
    const source = [
      'import {',
      '  onRequest',
      '} from "firebase-functions/v2/https";',
      'import express from "express";',
      'import { createHash } from "node:crypto";',
      'import path from "path";',
      'import "./side-effect.js";',
      'const sharp = await import("sharp");',
      'export { x } from "@scope/pkg/sub";',
      'const text = "import x from \'not-a-module\'";',
      // What the page renderer (Vite's SSR bundle) does: node built-ins through createRequire.
      'import { createRequire } from "node:module";',
      'const hooks = require("async_hooks"), channels = require("diagnostics_channel");',
    ].join('\n');
    expect(bundleImports(source)).toEqual(['@scope/pkg', 'express', 'firebase-functions', 'sharp']);
  });

  it('passes a package that gives Cloud Build everything the bundle imports', () => {
    expect(failures(checkFunctionsPackage(pkg, ['express', 'firebase-functions', 'sharp']))).toEqual([]);
  });

  it('fails on a wrong main, a missing dependency, and engines that exclude Node 22', () => {
    expect(failures(checkFunctionsPackage({ ...pkg, main: 'lib/index.js' }, [])).join('\n')).toMatch(/"main"/);
    expect(failures(checkFunctionsPackage(pkg, ['express', 'busboy'])).join('\n')).toMatch(/imports busboy/);
    expect(failures(checkFunctionsPackage({ ...pkg, engines: { node: '20.x' } }, [])).join('\n')).toMatch(/excludes Node 22/);
    expect(failures(checkFunctionsPackage({ ...pkg, dependencies: { express: '^5' } }, [])).join('\n')).toMatch(/lacks firebase-functions, firebase-admin/);
    expect(failures(checkFunctionsPackage({ ...pkg, scripts: { build: 'node build.mjs' } }, [])).join('\n')).toMatch(/Cloud Build would run/);
  });
});
