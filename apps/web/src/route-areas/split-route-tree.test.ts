// Which routes the entry keeps and which area every other one joins (decision 083,
// build/route-areas-plugin.ts), on route nodes shaped as the router's generator gives them.
import type { RouteNode } from '@tanstack/router-generator';
import { describe, expect, it } from 'vitest';
import { splitRouteTree } from '../../build/route-areas-plugin';

function node(routePath: string, children: RouteNode[] = [], isNonPath = false): RouteNode {
  const made: RouteNode = {
    filePath: `${routePath.slice(1) || 'index'}.tsx`,
    fullPath: routePath,
    variableName: routePath.replace(/\W/g, ''),
    _fsRouteType: isNonPath ? 'pathless_layout' : children.length > 0 ? 'layout' : 'static',
    routePath,
    path: routePath,
    cleanedPath: routePath,
    isNonPath,
    children,
  };
  for (const child of children) child.parent = made;
  return made;
}

const entryPaths = (nodes: RouteNode[]) => splitRouteTree(nodes).entryNodes.map((each) => each.routePath);
const areasOf = (nodes: RouteNode[]) =>
  splitRouteTree(nodes).areas.map((area) => ({ name: area.name, keys: area.keys, routes: area.nodes.length }));

describe('splitting the route tree by area', () => {
  it('keeps the index and the pages that stand alone at the top in the entry', () => {
    const nodes = [node('/'), node('/home'), node('/login'), node('/shop/'), node('/shop/cart')];
    expect(entryPaths(nodes)).toEqual(['/', '/home', '/login']);
    expect(areasOf(nodes)).toEqual([{ name: 'shop', keys: ['shop'], routes: 2 }]);
  });

  it('makes an area of a first segment with one route below the top or with routes under it', () => {
    const nodes = [node('/dev/outbox'), node('/help', [node('/help/topics')])];
    expect(entryPaths(nodes)).toEqual([]);
    expect(areasOf(nodes)).toEqual([
      { name: 'dev', keys: ['dev'], routes: 1 },
      { name: 'help', keys: ['help'], routes: 1 },
    ]);
  });

  it('writes out a listed parameter of the first segment as the keys of one area', () => {
    expect(areasOf([node('/$addFlow/payment-schedule')])).toEqual([
      { name: '$addFlow', keys: ['add-instacash', 'add-cbplus', 'add-wow'], routes: 1 },
    ]);
  });

  it('keeps in the entry a first segment no key can find, and a pathless layout at the top', () => {
    const nodes = [node('/$campaign/landing'), node('/_signed-in', [node('/_signed-in/wallet')], true)];
    expect(entryPaths(nodes)).toEqual(['/$campaign/landing', '/_signed-in']);
    expect(areasOf(nodes)).toEqual([]);
  });
});
