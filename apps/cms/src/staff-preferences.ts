import { guardUnsavedWork, prefsKey, withStaffDefaults } from './staff-defaults';

// Imported before Sveltia CMS (main.ts): the CMS reads its preferences as its module is
// evaluated, so they must be in place first.
localStorage.setItem(prefsKey, withStaffDefaults(localStorage.getItem(prefsKey)));
guardUnsavedWork(window);
