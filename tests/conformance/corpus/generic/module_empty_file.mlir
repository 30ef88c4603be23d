// A file with only comments: an empty implicit module is printed.
