print("Trellis catalog")
