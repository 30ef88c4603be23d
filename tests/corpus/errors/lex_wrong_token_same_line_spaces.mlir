"foo.op"()      }
