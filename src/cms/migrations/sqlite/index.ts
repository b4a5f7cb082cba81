import * as migration_20261122_102936_initial from './20261122_102936_initial';

export const migrations = [
  {
    up: migration_20261122_102936_initial.up,
    down: migration_20261122_102936_initial.down,
    name: '20261122_102936_initial'
  },
];
