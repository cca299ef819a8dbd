// The only file another module may import from modules/logistics: types, query functions, event names.
export {};
