print("animate: not built yet")
